<?php
class Thumbnailer
{
    public static function resize($source, $width)
    {
        $spec = [1 => ['pipe', 'w'], 2 => ['pipe', 'w']];
        $proc = proc_open("convert {$source} -resize {$width} /tmp/thumb.png", $spec, $pipes);
        $out = stream_get_contents($pipes[1]);
        proc_close($proc);
        return $out;
    }
}

echo Thumbnailer::resize('/srv/img/logo.png', $_POST['width']);
