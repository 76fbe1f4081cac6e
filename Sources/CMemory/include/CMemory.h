#ifndef OCRGAUGE_CMEMORY_H
#define OCRGAUGE_CMEMORY_H

/// Makes every allocation of `bytes` or more a mapping of its own, given back to the
/// system when freed (glibc's M_MMAP_THRESHOLD, which also stops glibc from raising the
/// threshold after each large free). Does nothing elsewhere.
void ocrgauge_map_large_allocations(int bytes);

#endif
