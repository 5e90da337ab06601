<?php

namespace App\Controller;

use App\Service\StaffDirectory;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;

#[Route('/staff')]
class DirectoryController extends AbstractController
{
    public function __construct(private StaffDirectory $directory)
    {
    }

    #[Route('/{uid}', name: 'staff_profile', methods: ['GET'])]
    public function profile(string $uid): Response
    {
        $entries = $this->directory->findByUid($uid);
        if (($entries['count'] ?? 0) === 0) {
            return new Response('<p>No journalist with the id <code>' . htmlspecialchars($uid) . '</code>.</p>', 404);
        }

        return $this->render('staff/profile.html.twig', ['person' => $entries[0]]);
    }

    #[Route('/lookup/mail', name: 'staff_by_mail', methods: ['GET'])]
    public function byMail(Request $request): JsonResponse
    {
        return $this->json($this->directory->findByMail((string) $request->query->get('mail')));
    }

    #[Route('/lookup/name', name: 'staff_by_name', methods: ['GET'])]
    public function byName(Request $request): JsonResponse
    {
        return $this->json($this->directory->searchByName((string) $request->query->get('name')));
    }

    #[Route('/desk/{desk}', name: 'staff_desk', methods: ['GET'])]
    public function desk(string $desk): JsonResponse
    {
        return $this->json($this->directory->byDesk($desk));
    }
}
