package org.ridgeline.academy.lessons.pathtraversal;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.UUID;

import org.ridgeline.academy.common.AttackResult;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
@RequestMapping("/lessons/path-traversal")
public class HandoutController {

    private final HandoutStorage storage;
    private final String handoutDir;
    private final Path avatarRoot;

    public HandoutController(HandoutStorage storage,
                             @Value("${academy.handouts.dir}") String handoutDir,
                             @Value("${academy.avatars.dir}") String avatarDir) {
        this.storage = storage;
        this.handoutDir = handoutDir;
        this.avatarRoot = Paths.get(avatarDir).toAbsolutePath().normalize();
    }

    @GetMapping("/handouts/{name}")
    public ResponseEntity<Resource> download(@PathVariable String name) {
        Resource handout = storage.load(name);
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment")
                .body(handout);
    }

    @GetMapping("/handouts/confined/{name}")
    public ResponseEntity<Resource> downloadConfined(@PathVariable String name) {
        return ResponseEntity.ok().body(storage.loadConfined(name));
    }

    @GetMapping("/handouts/by-name")
    public ResponseEntity<Resource> downloadByName(@RequestParam String file) {
        return ResponseEntity.ok().body(storage.loadByFileName(file));
    }

    @GetMapping("/handouts/raw")
    public ResponseEntity<byte[]> raw(@RequestParam String file) throws IOException {
        byte[] bytes = Files.readAllBytes(Paths.get(handoutDir, file));
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_OCTET_STREAM).body(bytes);
    }

    @GetMapping("/handouts/lesson-notes")
    public ResponseEntity<Resource> lessonNotes(@RequestParam String lesson) {
        Resource notes = new FileSystemResource(Paths.get(handoutDir, "lessons", lesson, "notes.pdf"));
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_PDF).body(notes);
    }

    @DeleteMapping("/handouts/{name}")
    public AttackResult delete(@PathVariable String name) throws IOException {
        boolean removed = storage.delete(name);
        return removed ? AttackResult.solved("Removed " + name, null) : AttackResult.notYet("Nothing removed", null);
    }

    @PostMapping("/avatars")
    public AttackResult uploadAvatar(@RequestParam("file") MultipartFile file) throws IOException {
        File target = new File(avatarRoot.toFile(), file.getOriginalFilename());
        file.transferTo(target);
        return AttackResult.notYet("Stored avatar at " + target.getName(), null);
    }

    @PostMapping("/avatars/v2")
    public AttackResult uploadAvatarV2(@RequestParam("file") MultipartFile file) throws IOException {
        Path target = avatarRoot.resolve(UUID.randomUUID() + ".png");
        file.transferTo(target);
        return AttackResult.notYet("Stored avatar", target.getFileName().toString());
    }

    @PostMapping("/avatars/v3")
    public AttackResult uploadAvatarV3(@RequestParam("file") MultipartFile file, @RequestParam String fullName) throws IOException {
        Path target = avatarRoot.resolve(fullName + ".png").normalize();
        if (!target.startsWith(avatarRoot)) {
            return AttackResult.notYet("Invalid name", null);
        }
        file.transferTo(target);
        return AttackResult.solved("Stored avatar", null);
    }
}
