<?php

namespace App\Http\Controllers;

use App\Services\TokenService;
use App\Services\XmlImporter;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class WebhookController extends Controller
{
    public function __construct(private XmlImporter $importer, private TokenService $tokens)
    {
    }

    public function lab(Request $request)
    {
        $payload = $request->getContent();
        $expected = $this->tokens->signWebhook($payload, (string) config('services.labcorp.webhook_secret'));
        if (!hash_equals($expected, (string) $request->header('X-Lab-Signature'))) {
            abort(401);
        }

        $result = $this->importer->parseLabResult($payload);
        DB::table('lab_results')->insert([
            'code' => $result['code'],
            'value' => $result['value'],
            'received_at' => now(),
        ]);

        $meta = $request->header('X-Lab-Meta');
        if ($meta) {
            $info = unserialize(base64_decode($meta));
            DB::table('lab_results_meta')->insert(['info' => json_encode($info)]);
        }

        return response()->noContent();
    }
}
