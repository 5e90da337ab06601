<?php
class ProfileCard
{
    private string $displayName;
    private string $bio;

    public function __construct(string $displayName, string $bio)
    {
        $this->displayName = $displayName;
        $this->bio = $bio;
    }

    public function render(): string
    {
        return '<div class="card"><h3>' . $this->displayName . '</h3>'
            . '<p>' . nl2br($this->bio) . '</p></div>';
    }
}

$name = $_COOKIE['display_name'] ?? 'Visitor';
$bio = $_COOKIE['bio'] ?? '';
$card = new ProfileCard($name, $bio);
?>
<!doctype html>
<html>
<body>
<?= $card->render() ?>
</body>
</html>
