<?php

class Shell
{
    public static function run($command)
    {
        $output = [];
        $code = 0;
        exec($command . ' 2>&1', $output, $code);
        return [$code, implode("\n", $output)];
    }

    public static function runArgs($binary, array $args)
    {
        $cmd = escapeshellcmd($binary);
        foreach ($args as $a) {
            $cmd .= ' ' . escapeshellarg($a);
        }
        return self::run($cmd);
    }
}
