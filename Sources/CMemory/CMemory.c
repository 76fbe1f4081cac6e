#include "CMemory.h"
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void ocrgauge_map_large_allocations(int bytes) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, bytes);
#else
    (void)bytes;
#endif
}
