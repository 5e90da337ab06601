<?php

namespace App\Controller\Admin;

use App\Repository\CommentRepository;
use App\Repository\UserRepository;
use App\Service\ReportService;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;
use Symfony\Component\Security\Http\Attribute\IsGranted;

#[Route('/admin')]
#[IsGranted('ROLE_ADMIN')]
class DashboardController extends AbstractController
{
    public function __construct(
        private ReportService $reports,
        private UserRepository $users,
        private CommentRepository $comments,
    ) {
    }

    #[Route('', name: 'admin_dashboard')]
    public function index(Request $request): Response
    {
        $from = (string) $request->query->get('from', date('Y-m-01'));
        $to = (string) $request->query->get('to', date('Y-m-d'));

        return $this->render('admin/dashboard.html.twig', [
            'from' => $from,
            'to' => $to,
            'views' => $this->reports->viewsPerDay($from, $to),
            'sport' => $this->reports->viewsForSection('sport', $from),
            'authors' => $this->reports->topAuthors($request->query->getInt('top', 10)),
            'notice' => $request->query->get('notice'),
        ]);
    }

    #[Route('/users', name: 'admin_users')]
    public function users(Request $request): Response
    {
        return $this->render('admin/users.html.twig', [
            'users' => $this->users->findByRole((string) $request->query->get('role', 'editor')),
        ]);
    }

    #[Route('/users/{id}/deactivate', name: 'admin_user_deactivate', requirements: ['id' => '\d+'], methods: ['POST'])]
    public function deactivate(int $id): Response
    {
        $this->users->deactivate($id);

        return $this->redirectToRoute('admin_users', ['notice' => 'deactivated']);
    }

    #[Route('/comments/{articleId}', name: 'admin_comments', requirements: ['articleId' => '\d+'])]
    public function comments(int $articleId, Request $request): Response
    {
        return $this->json($this->comments->forModeration($articleId, (string) $request->query->get('status', 'pending')));
    }

    #[Route('/comments/purge', name: 'admin_comments_purge', methods: ['POST'])]
    public function purge(Request $request): Response
    {
        $removed = $this->comments->purgeByAuthor((string) $request->request->get('email'));
        $this->comments->markSpam((array) $request->request->all('spam'));

        return $this->redirectToRoute('admin_dashboard', ['notice' => $removed . ' comments removed']);
    }

    #[Route('/export/{table}', name: 'admin_export')]
    public function export(string $table): Response
    {
        return $this->json($this->reports->exportTable($table));
    }

    #[Route('/back', name: 'admin_back')]
    public function back(Request $request): Response
    {
        return $this->redirect($request->query->get('return', '/admin'));
    }
}
