<?php
$req = $_REQUEST;
$msg = $req['msg'] ?? '';
echo "<div class='flash'>" . $msg . "</div>";
