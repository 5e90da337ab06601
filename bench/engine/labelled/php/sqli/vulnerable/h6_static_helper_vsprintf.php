<?php
final class Q {
    public static function where(string $col, string $val): string {
        return vsprintf("%s = '%s'", [$col, $val]);
    }
}
$link = mysqli_connect('127.0.0.1', 'u', 'p', 'hr');
$r = mysqli_query($link, 'SELECT * FROM staff WHERE ' . Q::where('dept', $_POST['dept']));
