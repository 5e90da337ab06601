package com.example.notes;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class NoteController {
    private final NoteRepository notes;

    public NoteController(NoteRepository notes) {
        this.notes = notes;
    }

    @PostMapping("/notes")
    public String add(@RequestParam String body) {
        Note note = new Note();
        note.setBody(body);
        notes.save(note);
        return "redirect:/notes";
    }

    @GetMapping("/notes/{id}")
    public String show(@PathVariable long id, Model model) {
        Note note = notes.findById(id).orElseThrow();
        model.addAttribute("bodyHtml", note.getBody()); // expect: java-xss-stored
        model.addAttribute("bodyText", note.getBody());
        return "note";
    }
}
