"""The ground-truth/OCR pairs of the same page among the bundled layout files
(Tests/CorpusTests/Fixtures/dinglehopper-layout, paths relative to it without `.gz`):
dinglehopper 0.11.0's own test pairs and the OCR-D/assets Kant pages read by several
engines, each page's PAGE ground truth also against its ALTO ground truth. Imported by
check-score-dinglehopper-pairs.py and compute-ocreval-figures.py (--bundled)."""

D = "dinglehopper/"
K = "OCR-D-assets/kant_aufklaerung_1784-complex/data/"
ENGINES = ["OCR-D-OCR-CALA-gt4histocr", "OCR-D-OCR-OCRO-fraktur", "OCR-D-OCR-OCRO-frakturjze",
           "OCR-D-OCR-TESS-Fraktur--Latin", "OCR-D-OCR-TESS-Fraktur", "OCR-D-OCR-TESS-frk--deu",
           "OCR-D-OCR-TESS-frk", "OCR-D-OCR-TESS-gt4histocr"]
PAIRS = [
    (D + "actevedef_718448162/OCR-D-GT-PAGE/00000024.page.xml",
     D + "actevedef_718448162/OCR-D-OCR-CALAMARI/OCR-D-OCR-CALAMARI_0001.xml"),
    (D + "actevedef_718448162/OCR-D-GT-PAGE/00000024.page.xml",
     D + "actevedef_718448162/OCR-D-OCR-TESS/OCR-D-OCR-TESS_0001.xml"),
    (D + "bigger-texts/00008228/00008228.gt.xml", D + "bigger-texts/00008228/00008228-00236534.gt4hist.xml"),
    (D + "brochrnx_73075507X/00000139.gt.page.xml", D + "brochrnx_73075507X/00000139.ocrd-tess.ocr.page.xml"),
    (D + "directory-test/gt/1.xml", D + "directory-test/ocr/1.xml"),
    (D + "directory-test/gt/2.xml", D + "directory-test/ocr/2.xml"),
    (D + "lorem-ipsum/lorem-ipsum-scan.gt.page.xml", D + "lorem-ipsum/lorem-ipsum-scan.ocr.tesseract.alto.xml"),
    (D + "lorem-ipsum/lorem-ipsum-scan-bad.gt.page.xml", D + "lorem-ipsum/lorem-ipsum-scan-bad.ocr.tesseract.alto.xml"),
    (D + "test-gt.page2018.xml", D + "test-fake-ocr.page2018.xml"),
    (D + "unused-larex-indexed-textequiv-jkamlah/OCR-D-GT_0008.xml",
     D + "unused-larex-indexed-textequiv-jkamlah/OCR-D-OCR-TESS_0008.xml"),
] + [
    (K + f"OCR-D-GT-PAGE/PAGE_{page}_PAGE.xml",
     K + f"{engine}-SEG-LINE-tesseract-ocropy-DEWARP/{engine}-SEG-LINE-tesseract-ocropy-DEWARP_{number}.xml")
    for page, number in (("0017", "0001"), ("0020", "0002")) for engine in ENGINES
] + [
    (f"OCR-D-assets/{folder}/data/OCR-D-GT-PAGE/PAGE_{page}_PAGE.xml",
     f"OCR-D-assets/{folder}/data/OCR-D-GT-ALTO/PAGE_{page}_ALTO.xml")
    for folder in ("kant_aufklaerung_1784", "kant_aufklaerung_1784-complex") for page in ("0017", "0020")
]
