<?php
class WizardState
{
    public $step = 1;
    public $answers = [];
}

function restore_state(string $blob): WizardState
{
    $state = unserialize(base64_decode($blob));
    return $state instanceof WizardState ? $state : new WizardState();
}

$state = restore_state($_POST['state'] ?? '');
$state->answers[$state->step] = $_POST['answer'] ?? null;
$state->step++;
echo '<input type="hidden" name="state" value="' . base64_encode(serialize($state)) . '">';
