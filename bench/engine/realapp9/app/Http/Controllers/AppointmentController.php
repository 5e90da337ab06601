<?php

namespace App\Http\Controllers;

use App\DTO\AppointmentFilter;
use App\Http\Requests\StoreAppointmentRequest;
use App\Models\Appointment;
use App\Services\AppointmentService;
use Illuminate\Http\Request;

class AppointmentController extends Controller
{
    public function __construct(private AppointmentService $appointments)
    {
    }

    public function index(Request $request)
    {
        $filter = AppointmentFilter::fromRequest($request);
        $page = $this->appointments->list($filter);
        $counts = Appointment::countsByStatus($this->clinicId());

        $html = '<h1>Appointments</h1><p>Showing status: ' . e($filter->status ?? 'all') . '</p><ul>';
        foreach ($page as $a) {
            $html .= '<li>' . e($a->doctor_name) . ' &mdash; ' . $a->starts_at->format('d.m. H:i') . '</li>';
        }
        $html .= '</ul>';
        foreach ($counts as $c) {
            $html .= '<span class="badge">' . e($c->status) . ': ' . (int) $c->total . '</span>';
        }

        return response()->make($html);
    }

    public function store(StoreAppointmentRequest $request)
    {
        $appointment = $this->appointments->book($request->validated(), $this->clinicId());

        if ($request->filled('return_to')) {
            return redirect()->to($request->input('return_to'));
        }

        return redirect()->route('appointments.index')->with('status', 'Booked #' . $appointment->id);
    }

    public function search(Request $request)
    {
        $term = (string) $request->query('q', '');
        $results = Appointment::search($term, $request->query('order', 'starts_at desc'));
        $upcoming = Appointment::search('', 'starts_at asc');

        $out = '<p>' . count($results) . ' results for <strong>' . $term . '</strong></p>';
        $out .= '<p>' . $upcoming->count() . ' upcoming in total</p>';
        return $out;
    }

    public function updateNotes(Request $request, $id)
    {
        $data = $request->validate(['notes' => 'required|string|max:2000']);
        Appointment::saveNotes((int) $id, $data['notes']);

        return redirect('/appointments/' . (int) $id)->with('status', 'Notes saved');
    }

    public function cancel(Request $request, int $id)
    {
        Appointment::markCancelled($id, (string) $request->input('reason', ''));
        $others = $this->appointments->cancelledWithReason($request->input('reason', ''), $this->clinicId());

        $next = $request->input('next', '/appointments');
        if (!str_starts_with($next, '/') || str_starts_with($next, '//')) {
            $next = '/appointments';
        }

        return redirect($next)->with('status', count($others) . ' other cancellations with that reason');
    }
}
