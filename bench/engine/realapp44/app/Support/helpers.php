<?php

use Illuminate\Support\Facades\Storage;

if (! function_exists('harbour_asset')) {
    function harbour_asset(string $name): string
    {
        $clean = preg_replace('/[^a-z0-9_-]/i', '', $name);

        return Storage::disk('public')->url('harbours/' . $clean . '.jpg');
    }
}

if (! function_exists('brochure_contents')) {
    function brochure_contents(string $name): string
    {
        return Storage::disk('documents')->get('brochures/' . $name);
    }
}
