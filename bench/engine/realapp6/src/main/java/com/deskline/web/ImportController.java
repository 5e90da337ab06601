package com.deskline.web;

import com.deskline.dto.TicketRequest;
import com.deskline.util.XmlImporter;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.util.Base64;
import java.util.Map;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.multipart.MultipartFile;
import org.w3c.dom.Document;
import java.io.ByteArrayInputStream;

@RestController
@RequestMapping("/api/import")
public class ImportController {

    private final XmlImporter xml;
    private final ObjectMapper mapper;

    public ImportController(XmlImporter xml, ObjectMapper mapper) {
        this.xml = xml;
        this.mapper = mapper;
    }

    @PostMapping("/zendesk")
    public Map<String, Object> zendesk(@RequestParam("file") MultipartFile file,
                                       @RequestParam(required = false) String customer) throws Exception {
        Document doc = xml.parseLegacyExport(file.getInputStream());
        String email = customer != null ? xml.customerEmail(doc, customer) : null;
        return Map.of("root", doc.getDocumentElement().getNodeName(), "email", String.valueOf(email));
    }

    @PostMapping("/tickets")
    public Map<String, Object> tickets(@RequestParam("file") MultipartFile file,
                                       @RequestParam String customer) throws Exception {
        Document doc = xml.parse(file.getInputStream());
        return Map.of("count", xml.ticketsOf(doc, customer).getLength());
    }

    @PostMapping(value = "/count", consumes = "application/xml")
    public Map<String, Integer> count(@RequestBody String body, @RequestParam(defaultValue = "ticket") String element) throws Exception {
        return Map.of("count", xml.countElements(body, element));
    }

    /** Drafts saved by the desktop client (serialized Java objects). */
    @PostMapping(value = "/draft", consumes = "application/octet-stream")
    public Map<String, String> draft(HttpServletRequest request) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(request.getInputStream())) {
            Object draft = in.readObject();
            return Map.of("type", draft.getClass().getSimpleName());
        }
    }

    @PostMapping("/draft/v2")
    public Map<String, String> draftV2(@RequestBody String encoded) throws IOException, ClassNotFoundException {
        byte[] bytes = Base64.getDecoder().decode(encoded);
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            in.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.deskline.dto.*;java.lang.*;java.util.*;maxdepth=10;!*"));
            Object draft = in.readObject();
            return Map.of("type", draft.getClass().getSimpleName());
        }
    }

    @PostMapping("/json")
    public TicketRequest json(@RequestBody String body) throws IOException {
        return mapper.readValue(body, TicketRequest.class);
    }
}
