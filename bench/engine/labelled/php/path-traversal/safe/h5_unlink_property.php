<?php
class DraftStore
{
    private $dir = '/var/app/drafts';
    private $name;

    public function __construct(array $input)
    {
        $this->name = basename($input['draft']);
    }

    public function discard()
    {
        return unlink($this->dir . '/' . $this->name);
    }
}

(new DraftStore($_POST))->discard();
echo 'deleted';
