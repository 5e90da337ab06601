<?php

namespace App\Http\Controllers;

use App\Repositories\PatientRepository;
use App\Services\MailService;
use Illuminate\Http\Request;

class PatientController extends Controller
{
    public function __construct(private PatientRepository $patients, private MailService $mail)
    {
    }

    public function index(Request $request)
    {
        $criteria = $request->only(['name', 'born_after', 'insurer']);
        $list = $this->patients->search($criteria, $this->clinicId());

        return response()->json([
            'query' => $criteria,
            'data' => $list,
        ]);
    }

    public function show(Request $request, int $id)
    {
        $patient = $this->patients->find($id, $this->clinicId());
        abort_unless($patient, 404);

        $year = $request->query('year', date('Y'));
        $history = $this->patients->visitHistory($patient->id, $year);

        return response()->json(['patient' => $patient, 'history' => $history]);
    }

    public function card(Request $request, int $id)
    {
        $patient = $this->patients->find($id, $this->clinicId());
        abort_unless($patient, 404);

        $note = $request->query('note', '');
        $byRef = $request->filled('ref') ? $this->patients->findByReference($request->query('ref')) : null;

        $card = "<div class=\"card\"><h3>" . e($patient->full_name) . "</h3>"
            . "<p>Born: " . e($patient->birth_date) . "</p>"
            . "<p class=\"note\">" . $note . "</p>";
        if ($byRef) {
            $card .= '<p>Linked record: ' . htmlspecialchars($byRef->last_name, ENT_QUOTES) . '</p>';
        }
        $card .= '</div>';

        echo $card;
    }

    public function contact(Request $request, int $id)
    {
        $patient = $this->patients->find($id, $this->clinicId());
        abort_unless($patient, 404);

        $data = $request->validate([
            'subject' => 'required|string|max:120',
            'body' => 'required|string',
            'reply_to' => 'required|string',
        ]);
        $this->mail->contactPatient($patient->email, $data['subject'], $data['body'], $data['reply_to']);

        return back()->with('status', 'Message sent');
    }
}
