<?php
function cleanup($name)
{
    $path = sys_get_temp_dir() . '/uploads/' . basename($name);
    if (file_exists($path)) {
        unlink($path);
    }
}
cleanup($_COOKIE['pending_upload']);
echo 'ok';
