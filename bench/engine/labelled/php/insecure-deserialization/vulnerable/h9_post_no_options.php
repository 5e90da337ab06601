<?php
$state = $_POST['state'];
$wizard = unserialize($state);
$wizard['step'] = ($wizard['step'] ?? 0) + 1;
echo '<input type="hidden" name="state" value="' . htmlspecialchars(serialize($wizard)) . '">';
