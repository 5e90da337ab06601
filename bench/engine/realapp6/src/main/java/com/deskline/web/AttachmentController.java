package com.deskline.web;

import com.deskline.service.AttachmentService;
import com.deskline.service.ExportService;
import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.multipart.MultipartFile;

@RestController
@RequestMapping("/api/attachments")
public class AttachmentController {

    private final AttachmentService attachments;
    private final ExportService exports;

    public AttachmentController(AttachmentService attachments, ExportService exports) {
        this.attachments = attachments;
        this.exports = exports;
    }

    @GetMapping("/{name}")
    public ResponseEntity<byte[]> download(@PathVariable String name) throws Exception {
        byte[] content = attachments.readChecked(name);
        return ResponseEntity.ok()
                .header(HttpHeaders.ETAG, attachments.etag(content))
                .contentType(MediaType.APPLICATION_OCTET_STREAM)
                .body(content);
    }

    @GetMapping("/raw")
    public ResponseEntity<byte[]> raw(@RequestParam("file") String file) throws IOException {
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_OCTET_STREAM).body(attachments.read(file));
    }

    @DeleteMapping
    public Map<String, Boolean> delete(@RequestParam String name) {
        return Map.of("deleted", attachments.delete(name));
    }

    @PostMapping
    public Map<String, String> upload(@RequestParam("file") MultipartFile file) throws IOException {
        return Map.of("name", attachments.store(file));
    }

    @PostMapping("/shared")
    public Map<String, String> uploadShared(@RequestParam("file") MultipartFile file,
                                            @RequestParam(defaultValue = "shared") String folder) throws IOException {
        return Map.of("path", attachments.storeWithOriginalName(file, folder));
    }

    @PostMapping("/inbox")
    public Map<String, String> inbox(@RequestParam("file") MultipartFile file) throws IOException {
        return Map.of("name", attachments.storeInbox(file));
    }

    @GetMapping(value = "/{name}/text", produces = MediaType.TEXT_PLAIN_VALUE)
    public String text(@PathVariable String name) throws IOException {
        String safeName = Paths.get(name).getFileName().toString();
        Path pdf = Paths.get("/var/lib/deskline/uploads").resolve(safeName);
        return exports.textOf(pdf);
    }
}
