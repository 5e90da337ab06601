<?php
session_start();

function csrf_token(): string
{
    if (empty($_SESSION['csrf'])) {
        $chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
        $token = '';
        for ($i = 0; $i < 40; $i++) {
            $token .= $chars[random_int(0, strlen($chars) - 1)];
        }
        $_SESSION['csrf'] = $token;
    }
    return $_SESSION['csrf'];
}

function csrf_field(): string
{
    return '<input type="hidden" name="_token" value="' . csrf_token() . '">';
}
?>
<form method="post" action="/settings/save.php">
  <?= csrf_field() ?>
  <input name="display_name">
  <button>Save</button>
</form>
