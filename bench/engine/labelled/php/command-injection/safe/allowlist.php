<?php
$svc = $_POST['service'];
if (in_array($svc, ['nginx', 'php-fpm'], true)) {
    passthru('systemctl status ' . $svc);
}
