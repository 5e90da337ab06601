package com.quillstone.permits.web;

import com.quillstone.permits.config.PortalProperties;
import com.quillstone.permits.service.DocumentService;
import com.quillstone.permits.util.CryptoUtil;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.multipart.MultipartFile;

@Controller
@RequestMapping("/documents")
public class DocumentController {

    private final PortalProperties props;
    private final DocumentService documents;

    public DocumentController(PortalProperties props, DocumentService documents) {
        this.props = props;
        this.documents = documents;
    }

    @GetMapping("/download")
    public ResponseEntity<Resource> download(@RequestParam String name) {
        Path file = Paths.get(props.getDocumentRoot(), name);
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment")
                .body(new FileSystemResource(file));
    }

    @GetMapping("/plans")
    public ResponseEntity<Resource> plan(@RequestParam String file) throws Exception {
        Path root = Paths.get(props.getDocumentRoot(), "plans").toAbsolutePath().normalize();
        Path target = root.resolve(file).normalize();
        if (!target.startsWith(root) || !Files.isRegularFile(target)) {
            return ResponseEntity.notFound().build();
        }
        byte[] bytes = Files.readAllBytes(target);
        return ResponseEntity.ok().eTag(CryptoUtil.contentHash(bytes)).body(new FileSystemResource(target));
    }

    @GetMapping("/{permitId}/certificate")
    public ResponseEntity<Resource> certificate(@PathVariable Long permitId) {
        File pdf = new File(props.getDocumentRoot(), "certificates/" + permitId + ".pdf");
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_PDF).body(new FileSystemResource(pdf));
    }

    @GetMapping("/letters")
    public ResponseEntity<byte[]> letter(@RequestParam String template) throws Exception {
        File letter = new File(props.getDocumentRoot() + "/letters/" + template + ".txt");
        return ResponseEntity.ok().contentType(MediaType.TEXT_PLAIN).body(Files.readAllBytes(letter.toPath()));
    }

    @PostMapping("/upload")
    public String upload(@RequestParam("file") MultipartFile file, @RequestParam Long permitId) throws Exception {
        documents.store(permitId, file);
        return "redirect:/permits/" + permitId + "?tab=documents";
    }

    @PostMapping("/upload-checked")
    public String uploadChecked(@RequestParam("file") MultipartFile file, @RequestParam Long permitId) throws Exception {
        documents.storeSafely(permitId, file);
        return "redirect:/permits/" + permitId + "?tab=documents";
    }

    @GetMapping(value = "/thumbnail", produces = MediaType.IMAGE_PNG_VALUE)
    public ResponseEntity<byte[]> thumbnail(@RequestParam String name) throws Exception {
        return ResponseEntity.ok(documents.thumbnail(name));
    }

    @GetMapping("/pages")
    public ResponseEntity<String> pages(@RequestParam String name) throws Exception {
        return ResponseEntity.ok(documents.pageCount(name));
    }

    @PostMapping("/{permitId}/render")
    public String render(@PathVariable Long permitId) throws Exception {
        documents.renderCertificate(permitId);
        return "redirect:/documents/" + permitId + "/certificate";
    }
}
