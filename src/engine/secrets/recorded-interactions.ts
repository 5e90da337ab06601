/**
 * Recorded HTTP interactions (VCR and vcrpy cassettes, Betamax, Polly.js/HAR recordings) live under
 * test fixture folders, but they are not written by hand: the library records the requests a test
 * really sent to the real service, headers included, unless the suite filters them. A provider token
 * in a request recorded against a public host was the live credential of that run, so the
 * test-fixture policy (provider matches at informative) does not apply to it. A request to a local
 * or documentation host (localhost, 127.0.0.1, *.example.com, *.test) is a mock, and the policy stays.
 */

/** The top of a recording: `interactions:` / `http_interactions:` (YAML), `"http_interactions": [`, a HAR `"entries": [`. */
const RECORDING = /^[ \t]*(?:http_)?interactions[ \t]*:[ \t]*\r?$|"(?:http_)?interactions"\s*:\s*\[|"entries"\s*:\s*\[/m;
/** The URL of a recorded request: `uri: https://…` (VCR), `"uri": "…"` (Betamax), `"url": "…"` (HAR). */
const REQUEST_URL = /["']?(?:uri|url)["']?\s*:\s*["']?(https?:\/\/[^\s"'/?#]+)/g;
const LOCAL_HOST = /^https?:\/\/(?:[^@/]*@)?(?:localhost|127(?:\.\d+){3}|0\.0\.0\.0|\[::1\]|[^/:]*\.(?:example|test|local|localhost|invalid)|(?:[^/:]*\.)?example\.(?:com|org|net))(?::\d+)?$/i;

export interface RecordedRequests {
  /** Whether the offset lies after a recorded request to a public host (its headers and body). */
  sentToPublicHost(offset: number): boolean;
}

const NONE: RecordedRequests = { sentToPublicHost: () => false };

export function recordedRequests(text: string): RecordedRequests {
  if (!RECORDING.test(text)) return NONE;
  const urls: Array<{ at: number; public: boolean }> = [];
  REQUEST_URL.lastIndex = 0;
  for (let m = REQUEST_URL.exec(text); m; m = REQUEST_URL.exec(text)) urls.push({ at: m.index, public: !LOCAL_HOST.test(m[1]) });
  if (urls.length === 0) return NONE;
  return {
    sentToPublicHost(offset) {
      // The nearest request URL before the offset is the interaction the value was recorded in.
      let nearest: { at: number; public: boolean } | undefined;
      for (const url of urls) {
        if (url.at > offset) break;
        nearest = url;
      }
      return nearest?.public ?? false;
    },
  };
}
