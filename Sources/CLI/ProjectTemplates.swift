/// The contents `ocrgauge init` writes. The two CI files equal ci/examples/ byte for
/// byte (a test checks), which ci/lint-workflows lints and ci/pipeline/template-selftest runs.
enum ProjectTemplates {
    static let corpusReadme = """
    # The OCR corpus

    Every sample is an image with its ground truth, in a suite (a folder):

        Corpus/<suite>/<id>.png          the image: png, jpg, tif, webp, bmp, gif, heic
        Corpus/<suite>/<id>.gt.txt       what a person reads there, UTF-8, lines in reading order
                                         (or <id>.gt.page.xml, <id>.gt.alto.xml, <id>.gt.hocr)
        Corpus/<suite>/<id>.json         optional: what must hold (see below)

    ## Adding samples

    From your own images, with a draft truth read by OCR:

        ocrgauge corpus add photo.jpg scan.png --suite receipts

    Each image is checked (it must decode, and not be in the corpus already), copied
    without its GPS and camera metadata, and given a draft `<id>.gt.txt` with a sidecar
    marked `"review": "draft"`. Correct the text, then remove that mark: until then the
    sample is a draft, counted apart and never gated.

    With truth you already have (plain text, PAGE-XML, ALTO or hOCR):

        ocrgauge corpus add scan.png --suite letters --truth scan.gt.txt

    From a dataset you already have (SROIE, WildReceipt, FUNSD, an OCR-D workspace,
    images beside PAGE-XML or ALTO, a Label Studio export), with its own truth:

        ocrgauge corpus import sroie ~/data/SROIE/task1 --suite receipts --licence "..." --dry-run

    Or by hand: put `<id>.png` and `<id>.gt.txt` side by side in a suite folder.

    ## What must hold: the sidecar

    A sample with truth but no criterion is scored and compared with the baseline, but
    never "passes". Say what must hold in `<id>.json`:

        {
          "maxCER": 0.05,
          "fields": [
            {"name": "total", "regex": "TOTAL\\\\s+12\\\\.50"},
            {"name": "shop", "contains": "CORNER SHOP"}
          ]
        }

    A blank page: an empty `<id>.gt.txt` (it must read as no text). A file that must be
    refused: `{"expect": "unreadable"}` and no truth. A page in another language:
    `"languages": ["fra"]` (Tesseract's names; `corpus add --languages fra` writes it),
    read in English otherwise.

    ## Checking

        ocrgauge corpus check     every image has truth, sidecars parse, no duplicates
        ocrgauge corpus list      suites, counts, drafts and tags
        ocrgauge run              every sample through the profiles in ../ocrgauge.json

    """

    static let config = """
    {
      "profiles": {
        "tesseract": {
          "backend": "tesseract",
          "level": "accurate",
          "orientation": "apply"
        }
      },
      "default": ["tesseract"]
    }

    """

    static let gitattributes = """
    # Written by ocrgauge init. Images are binary: no line-end conversion, no text diff.
    *.png binary
    *.jpg binary
    *.jpeg binary
    *.tif binary
    *.tiff binary
    *.webp binary
    *.bmp binary
    *.gif binary
    *.heic binary
    *.pdf binary
    # Ground truth is text with LF line ends on every platform.
    *.gt.txt text eol=lf

    """

    static let reportsGitignore = """
    # Written by ocrgauge init: what runs write here (Reports/latest/, any other --out
    # folder, shards, comparisons) stays out of git; baselines are committed.
    /*
    !/.gitignore
    !/baseline*.xml
    !/baseline/
    !/baselines/

    """

    /// The next three commands `init` prints.
    static let nextCommands = [
        "ocrgauge corpus add IMAGE... --suite NAME      # your images, with draft truth to correct",
        "ocrgauge run                                   # reports in Reports/latest/",
        "ocrgauge baseline update Reports/latest/run.xml --baseline Reports/baseline.xml   # commit it: CI gates against it",
    ]

    static let githubWorkflow = #"""
    # ocrgauge: gate OCR accuracy on every push and pull request.
    # Runs the corpus (Corpus/) through the profiles of ocrgauge.json, compares the result
    # with the committed baseline (Reports/baseline.xml) and fails when a sample or a suite
    # got worse. The job summary shows the verdict; the reports (report.html,
    # comparison.html, junit.xml) are uploaded as the artifact "ocrgauge-report".
    # The first run has no baseline yet: it passes, and its summary gives the command that
    # makes one. Every input: https://github.com/ocrgauge/ocrgauge/blob/v0.2.0/action.yml
    name: ocrgauge
    on:
      push:
      pull_request:

    permissions:
      contents: read

    concurrency:                             # a newer push cancels the older run
      group: ocrgauge-${{ github.ref }}
      cancel-in-progress: true

    jobs:
      ocrgauge:
        name: OCR regression gate
        runs-on: ubuntu-latest
        container: debian:bookworm-slim      # the system the ocrgauge package is built for
        steps:
          - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683  # v4.2.2
            with:
              persist-credentials: false
          - uses: ocrgauge/ocrgauge@v0.2.0
            with:
              corpus: Corpus
              config: ocrgauge.json
              baseline: Reports/baseline.xml
              languages: auto          # Tesseract languages to install: those the corpus names, none, or "deu fra"
              # profiles: tesseract    # space-separated; default: the config's "default" list
              # shards: 3              # run the corpus in 3 shards and merge them
              # tolerance: 0.5         # CER points a sample or a suite may rise

    """#

    static let gitlabCI = #"""
    # ocrgauge: gate OCR accuracy in every pipeline.
    # Runs the corpus (Corpus/) through the profiles of ocrgauge.json, compares the result
    # with the committed baseline (Reports/baseline.xml) and fails the pipeline when a
    # sample or a suite got worse; junit.xml shows in the merge request, the reports are the
    # gate job's artifacts. The first pipeline has no baseline yet: it passes, and its log
    # gives the command that makes one. Every variable is described in the template.
    include:
      - remote: https://raw.githubusercontent.com/ocrgauge/ocrgauge/v0.2.0/ci/templates/ocrgauge.gitlab-ci.yml

    variables:
      OCRGAUGE_CORPUS: Corpus
      OCRGAUGE_BASELINE: Reports/baseline.xml
      OCRGAUGE_LANGUAGES: auto         # Tesseract languages to install: those the corpus names, none, or "deu fra"
      # OCRGAUGE_PROFILES: tesseract   # space-separated; default: the config's "default" list
      # OCRGAUGE_TOLERANCE: "0.5"      # CER points a sample or a suite may rise

    # To split the corpus over several jobs (parallel: takes no variable):
    # ocrgauge-shard:
    #   parallel: 3

    """#

    /// What to add to an existing .gitlab-ci.yml.
    static let gitlabInclude = """
          include:
            - remote: https://raw.githubusercontent.com/ocrgauge/ocrgauge/v0.2.0/ci/templates/ocrgauge.gitlab-ci.yml
    """
}
