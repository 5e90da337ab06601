package org.ridgeline.academy.lessons.xxe;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.ridgeline.academy.common.AttackResult;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
@RequestMapping("/lessons/xxe")
public class SyllabusImportController {

    private final SyllabusParser parser;

    public SyllabusImportController(SyllabusParser parser) {
        this.parser = parser;
    }

    @PostMapping(value = "/syllabus", consumes = MediaType.APPLICATION_XML_VALUE)
    public AttackResult importSyllabus(@RequestBody String xml) throws Exception {
        String title = parser.titleOf(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        return AttackResult.notYet("Imported syllabus " + title, null);
    }

    @PostMapping(value = "/syllabus/hardened", consumes = MediaType.APPLICATION_XML_VALUE)
    public AttackResult importHardened(@RequestBody String xml) throws Exception {
        String title = parser.titleOfHardened(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        return AttackResult.notYet("Imported syllabus " + title, null);
    }

    @PostMapping("/syllabus/upload")
    public List<String> topics(@RequestParam("file") MultipartFile file,
                               @RequestParam(defaultValue = "false") boolean strict) throws Exception {
        try (InputStream in = file.getInputStream()) {
            return strict ? parser.topicsStrict(in) : parser.topics(in);
        }
    }

    @PostMapping(value = "/syllabus/jaxb", consumes = MediaType.APPLICATION_XML_VALUE)
    public Syllabus bind(@RequestBody byte[] body) throws IOException, Exception {
        return parser.bind(new ByteArrayInputStream(body));
    }
}
