<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\BinaryFileResponse;
use Symfony\Component\HttpFoundation\Request;

class AssetController
{
    private const FILES = ['logo' => 'logo.png', 'banner' => 'banner.jpg'];

    public function show(Request $request): BinaryFileResponse
    {
        $key = $request->query->get('name');
        $name = self::FILES[$key] ?? 'logo.png';
        return new BinaryFileResponse('/srv/assets/' . $name);
    }
}
