<?php
// A trait's methods are the using class's own.
trait H7RunsShell
{
    protected function run(string $cmd): string
    {
        // ruleid: php-command-injection (the sink inside the helper; each call that passes request data is reported too)
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

// Symfony's fromShellCommandline and Laravel's Process facade run a string through the shell.
function h7_process_components()
{
    // ruleid: php-command-injection
    $a = \Symfony\Component\Process\Process::fromShellCommandline('ls ' . $_GET['dir']);
    // ok: php-command-injection
    $b = new \Symfony\Component\Process\Process(['ls', $_GET['dir']]);
    // ruleid: php-command-injection
    \Illuminate\Support\Facades\Process::run('ls ' . $_GET['dir']);
    // ok: php-command-injection
    \Illuminate\Support\Facades\Process::run(['ls', $_GET['dir']]);
    return [$a, $b];
}
