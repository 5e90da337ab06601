<?php
final class Q {
    public static function where(string $col, string $val): string {
        return vsprintf("%s = '%s'", [$col, $val]);
    }
}
$link = mysqli_connect('127.0.0.1', 'u', 'p', 'hr');
$dept = mysqli_real_escape_string($link, $_POST['dept']);
$r = mysqli_query($link, 'SELECT * FROM staff WHERE ' . Q::where('dept', $dept));
