/**
 * Recorded HTTP interactions (VCR and vcrpy cassettes, Betamax, ExVCR, Polly.js/HAR recordings) live under
 * test fixture folders, but they are not written by hand: the library records the requests a test
 * really sent to the real service, headers included, unless the suite filters them. A token
 * in a request recorded against a public host was the live credential of that run, so the
 * test-fixture policy (provider matches at informative, generic ones dropped) does not apply to it.
 * A request to a local or documentation host (localhost, 127.0.0.1, *.example.com, *.test) is a mock,
 * and the policy stays. A WireMock mapping is a stub unless its recorder captured it from a server.
 *
 * A value belongs to the interaction it sits in, wherever that interaction writes its URL: VCR writes
 * `uri:` before the headers, but vcrpy sorts its keys (`body`, `headers`, `method`, `uri`) and ExVCR
 * writes `"url"` after `"headers"`, so the URL may follow the credential.
 */

/**
 * The top of a recording: `interactions:` / `http_interactions:` (YAML), `"http_interactions": [`, a HAR
 * `"entries": [`, or a JSON list of request/response pairs (ExVCR: `[{"request": {…}, "response": {…}}]`).
 */
const RECORDING = /^[ \t]*(?:http_)?interactions[ \t]*:[ \t]*\r?$|"(?:http_)?interactions"\s*:\s*\[|"entries"\s*:\s*\[|^[ \t]*\[[ \t]*\r?\n?[ \t]*\{[ \t]*\r?\n?[ \t]*"request"[ \t]*:[ \t]*\{/m;
/** The URL of a recorded request: `uri: https://…` (VCR), `"uri": "…"` (Betamax), `"url": "…"` (HAR, ExVCR). */
const REQUEST_URL = /["']?(?:uri|url)["']?\s*:\s*["']?(https?:\/\/[^\s"'/?#]+)/g;
/** Where one interaction starts: `- request:` (VCR, vcrpy) or `"request": {` (JSON recordings). */
const INTERACTION_START = /^[ \t]*-[ \t]*request[ \t]*:|"request"\s*:\s*\{/gm;
const LOCAL_HOST = /^https?:\/\/(?:[^@/]*@)?(?:localhost|127(?:\.\d+){3}|0\.0\.0\.0|\[::1\]|[^/:]*\.(?:example|test|local|localhost|invalid)|(?:[^/:]*\.)?example\.(?:com|org|net))(?::\d+)?$/i;

/**
 * A WireMock stub mapping saved by its recorder (record mode, snapshots) writes the request path
 * without the host it proxied, but keeps the response headers the real server sent, its `Date` among
 * them; a stub written by hand states what the test needs and has no server clock in it.
 */
const STUB_REQUEST = /"request"\s*:\s*\{/;
const STUB_RESPONSE = /"response"\s*:\s*\{/;
const SERVER_DATE = /"Date"\s*:\s*"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT"/;

function isCapturedStub(text: string): boolean {
  return /^\s*\{/.test(text) && STUB_REQUEST.test(text) && STUB_RESPONSE.test(text) && SERVER_DATE.test(text);
}

export interface RecordedRequests {
  /** Whether the offset lies in a recorded interaction with a public host (its headers and body). */
  sentToPublicHost(offset: number): boolean;
}

const NONE: RecordedRequests = { sentToPublicHost: () => false };
const EVERYWHERE: RecordedRequests = { sentToPublicHost: () => true };

function positions(regex: RegExp, text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m; m = regex.exec(text)) found.push(m);
  return found;
}

export function recordedRequests(text: string): RecordedRequests {
  if (!RECORDING.test(text)) return isCapturedStub(text) ? EVERYWHERE : NONE;
  const urls = positions(REQUEST_URL, text).map((m) => ({ at: m.index, public: !LOCAL_HOST.test(m[1]) }));
  if (urls.length === 0) return NONE;
  const starts = positions(INTERACTION_START, text).map((m) => m.index);
  // Each interaction is public when the first URL inside it is.
  const interactions = starts.map((at, i) => {
    const end = starts[i + 1] ?? text.length;
    const url = urls.find((u) => u.at >= at && u.at < end);
    return { at, public: url?.public ?? false };
  });
  return {
    sentToPublicHost(offset) {
      let inside: { at: number; public: boolean } | undefined;
      for (const interaction of interactions) {
        if (interaction.at > offset) break;
        inside = interaction;
      }
      if (inside) return inside.public;
      // No interaction marker before the offset: the nearest request URL before it names the interaction.
      let nearest: { at: number; public: boolean } | undefined;
      for (const url of urls) {
        if (url.at > offset) break;
        nearest = url;
      }
      return nearest?.public ?? false;
    },
  };
}
