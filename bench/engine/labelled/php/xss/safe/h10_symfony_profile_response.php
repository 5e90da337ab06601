<?php

namespace App\Controller;

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Annotation\Route;

class ProfileController extends AbstractController
{
    #[Route('/profile/preview', name: 'profile_preview', methods: ['GET'])]
    public function preview(Request $request): Response
    {
        $bio = $request->query->get('bio', '');
        $displayName = $request->query->get('display_name', 'guest');

        $body = '<section class="preview">'
            . '<h3>' . htmlspecialchars($displayName, ENT_QUOTES) . '</h3>'
            . '<div class="bio">' . htmlspecialchars($bio, ENT_QUOTES) . '</div>'
            . '</section>';

        return new Response($body);
    }
}
