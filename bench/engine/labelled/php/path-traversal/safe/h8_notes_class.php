<?php
class NoteStore
{
    private $root = '/srv/notes/';

    public function save($name, $text)
    {
        $target = realpath($this->root) . '/' . $name;
        $dir = realpath(dirname($target));
        if ($dir === false || strpos($dir, realpath($this->root)) !== 0 || strpos($name, '..') !== false) {
            throw new RuntimeException('bad note name');
        }
        $fh = fopen($target, 'w');
        fwrite($fh, $text);
        fclose($fh);
    }
}

$store = new NoteStore();
$store->save($_POST['note_name'], $_POST['note_body']);
echo 'saved';
