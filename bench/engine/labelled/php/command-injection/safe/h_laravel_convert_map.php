<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class ImageController extends Controller
{
    public function convert(Request $request)
    {
        $formats = ['png' => 'png', 'jpg' => 'jpg', 'webp' => 'webp'];
        $fmt = $formats[$request->input('format')] ?? 'png';
        exec("convert /var/uploads/in.gif /var/thumbs/out." . $fmt, $output, $status);
        return response()->json(['ok' => $status === 0]);
    }
}
