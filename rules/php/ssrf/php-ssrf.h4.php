<?php
use Illuminate\Support\Facades\Http;

class WebhookController
{
    public function ping(\Illuminate\Http\Request $request)
    {
        // ruleid: php-ssrf
        Http::timeout(3)->post($request->input('endpoint'), ['event' => 'ping']);
        // ruleid: php-ssrf
        Http::withHeaders(['X-A' => '1'])->retry(2, 100)->get($request->input('endpoint'));
        // ok: php-ssrf
        Http::timeout(3)->post('https://hooks.example.com/ping', ['to' => $request->input('endpoint')]);
    }
}
function local_file() {
    $base = realpath('/srv/uploads');
    $path = realpath($base . '/' . $_GET['f']);
    if ($path === false || strpos($path, $base) !== 0) {
        die('no');
    }
    // ok: php-ssrf
    echo htmlspecialchars(file_get_contents($path));
    // ruleid: php-ssrf
    echo htmlspecialchars(file_get_contents($_GET['f']));
}
