<?php
class NoteStore
{
    private $root = '/srv/notes/';

    public function save($name, $text)
    {
        $fh = fopen($this->root . $name, 'w');
        fwrite($fh, $text);
        fclose($fh);
    }
}

$store = new NoteStore();
$store->save($_POST['note_name'], $_POST['note_body']);
echo 'saved';
