<?php
class WizardState
{
    public $step = 1;
    public $answers = [];
}

function restore_state(string $blob): WizardState
{
    $data = unserialize(base64_decode($blob), ['allowed_classes' => false]);
    $state = new WizardState();
    if (is_array($data)) {
        $state->step = (int) ($data['step'] ?? 1);
        $state->answers = (array) ($data['answers'] ?? []);
    }
    return $state;
}

$state = restore_state($_POST['state'] ?? '');
$state->answers[$state->step] = $_POST['answer'] ?? null;
$state->step++;
echo '<input type="hidden" name="state" value="' . base64_encode(serialize(get_object_vars($state))) . '">';
