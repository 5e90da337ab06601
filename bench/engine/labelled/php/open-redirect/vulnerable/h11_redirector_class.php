<?php
class Redirector
{
    private string $fallback;

    public function __construct(string $fallback)
    {
        $this->fallback = $fallback;
    }

    public function to(?string $url): void
    {
        $destination = $url ?: $this->fallback;
        header("Location: $destination", true, 303);
        exit;
    }
}

$saved = save_settings($_POST);
$redirector = new Redirector('/settings.php');
$redirector->to($_POST['next'] ?? null);
