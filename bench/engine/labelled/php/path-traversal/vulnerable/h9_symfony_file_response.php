<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\BinaryFileResponse;
use Symfony\Component\HttpFoundation\Request;

class AssetController
{
    public function show(Request $request): BinaryFileResponse
    {
        $name = $request->query->get('name');
        return new BinaryFileResponse('/srv/assets/' . $name);
    }
}
