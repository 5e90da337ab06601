<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\BinaryFileResponse;

class ThemeController
{
    public function css(Request $request): BinaryFileResponse
    {
        $theme = $request->query->get('theme', 'default');
        if (!ctype_alnum($theme)) {
            $theme = 'default';
        }
        return new BinaryFileResponse('/srv/app/themes/' . $theme . '/style.css');
    }
}
