#!/usr/bin/env python3
"""Writes one document of N pages for ci/bench/documents, byte by byte (no libraries):

    make-documents.py tiff N OUT.tif   N uncompressed 8-bit grey pages of 64 x 32
    make-documents.py pdf N OUT.pdf    N US Letter pages, one line of Helvetica each

and beside it OUT's truth (OUT without its extension + .gt.txt): each page's line,
pages parted by form feeds."""
import struct
import sys


def tiff(pages):
    width, height = 64, 32
    out = bytearray(b"II*\x00" + struct.pack("<I", 8))
    for index in range(pages):
        entries = 9
        directory = len(out)
        data = directory + 2 + entries * 12 + 4
        pixels = bytes(((x + index) % 256) if y < 4 else 255 for y in range(height) for x in range(width))
        following = data + len(pixels) if index + 1 < pages else 0
        out += struct.pack("<H", entries)

        def entry(tag, kind, value):
            return struct.pack("<HHI", tag, kind, 1) + (struct.pack("<HH", value, 0) if kind == 3 else struct.pack("<I", value))
        for tag, kind, value in [(256, 4, width), (257, 4, height), (258, 3, 8), (259, 3, 1), (262, 3, 1), (273, 4, data),
                                 (277, 3, 1), (278, 4, height), (279, 4, len(pixels))]:
            out += entry(tag, kind, value)
        out += struct.pack("<I", following)
        out += pixels
    return bytes(out), ["x" for _ in range(pages)]


def pdf(pages):
    lines = [f"Page {n + 1} of the bench" for n in range(pages)]
    objects = ["<< /Type /Catalog /Pages 2 0 R >>",
               "<< /Type /Pages /Kids [" + " ".join(f"{4 + 2 * n} 0 R" for n in range(pages)) + f"] /Count {pages} >>",
               "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    for n, line in enumerate(lines):
        content = f"BT /F1 24 Tf 72 696 Td ({line}) Tj ET"
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> "
                       f"/Contents {5 + 2 * n} 0 R >>")
        objects.append(f"<< /Length {len(content)} >>\nstream\n{content}\nendstream")
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode()
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for offset in offsets:
        out += f"{offset:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out), lines


def main():
    kind, pages, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    data, truths = (tiff if kind == "tiff" else pdf)(pages)
    with open(path, "wb") as file:
        file.write(data)
    with open(path.rsplit(".", 1)[0] + ".gt.txt", "w") as file:
        file.write("\f".join(truths) + "\n")


main()
