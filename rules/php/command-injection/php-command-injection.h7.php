<?php
// A trait's methods are the using class's own.
trait H7RunsShell
{
    protected function run(string $cmd): string
    {
        return (string) shell_exec($cmd);
    }
}

final class H7Thumbs
{
    use H7RunsShell;

    public function make(): string
    {
        // ruleid: php-command-injection
        $a = $this->run('convert ' . $_GET['file'] . ' /tmp/t.png');
        // ok: php-command-injection
        $b = $this->run('convert ' . escapeshellarg($_GET['file']) . ' /tmp/t.png');
        return $a . $b;
    }
}

// filter_input reads the request itself: its filter decides what it answers.
function h7_filter_input_ip()
{
    // ok: php-command-injection
    exec('ping -c 1 ' . filter_input(INPUT_GET, 'host', FILTER_VALIDATE_IP));
    // ruleid: php-command-injection
    exec('ping -c 1 ' . filter_input(INPUT_GET, 'host', FILTER_SANITIZE_SPECIAL_CHARS));
}
