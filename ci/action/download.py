"""Downloads an https URL to a file, for ci/action/install where curl is missing:
python3 download.py URL FILE. Refuses a redirect away from https."""
import shutil
import sys
import urllib.error
import urllib.request


class HttpsOnly(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        if not newurl.startswith("https://"):
            raise urllib.error.URLError(f"redirected away from https to {newurl}")
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def main() -> None:
    url, target = sys.argv[1], sys.argv[2]
    if not url.startswith("https://"):
        sys.exit(f"ocrgauge install: only https URLs are downloaded, not {url}")
    opener = urllib.request.build_opener(HttpsOnly)
    with opener.open(url, timeout=300) as response, open(target, "wb") as out:
        shutil.copyfileobj(response, out)


if __name__ == "__main__":
    main()
