<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class ImageController extends Controller
{
    public function convert(Request $request)
    {
        $file = $request->input('file');
        exec("convert /var/uploads/" . $file . " /var/thumbs/out.png", $output, $status);
        return response()->json(['ok' => $status === 0]);
    }
}
