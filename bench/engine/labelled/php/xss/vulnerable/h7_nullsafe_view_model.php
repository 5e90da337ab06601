<?php
final class Profile {
    public function __construct(public readonly ?string $bio = null) {}
    public static function fromRequest(array $q): ?self {
        return isset($q['bio']) ? new self(bio: $q['bio']) : null;
    }
}
$profile = Profile::fromRequest($_GET);
$bio = $profile?->bio ?? 'Nothing here yet';
printf('<section class="bio">%1$s</section>', $bio);
