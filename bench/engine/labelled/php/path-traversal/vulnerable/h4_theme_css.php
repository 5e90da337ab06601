<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\BinaryFileResponse;

class ThemeController
{
    public function css(Request $request): BinaryFileResponse
    {
        $theme = $request->query->get('theme', 'default');
        return new BinaryFileResponse('/srv/app/themes/' . $theme . '/style.css');
    }
}
