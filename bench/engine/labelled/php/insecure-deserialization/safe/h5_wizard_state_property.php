<?php
class WizardState
{
    private $raw;

    public function __construct($raw)
    {
        $this->raw = $raw;
    }

    public function restore()
    {
        return unserialize($this->raw, ['allowed_classes' => false]);
    }
}

$state = (new WizardState($_POST['state'] ?? 'a:0:{}'))->restore();
echo count($state) . ' steps done';
