package fixtures.deser.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** Jackson reading request JSON: only a mapper with permissive default typing lets the JSON name classes. */
@RestController
public class SnapshotImports {
    private final ObjectMapper plain = new ObjectMapper();

    @SuppressWarnings("deprecation")
    @PostMapping("/import/legacy")
    public Object legacy(@RequestBody String json) throws Exception {
        ObjectMapper legacyMapper = new ObjectMapper();
        legacyMapper.enableDefaultTyping();
        // ruleid: java-insecure-deserialization
        return legacyMapper.readValue(json, Object.class);
    }

    @PostMapping("/import/laissez-faire")
    public Object laissezFaire(@RequestBody String json) throws Exception {
        ObjectMapper open = new ObjectMapper();
        open.activateDefaultTyping(LaissezFaireSubTypeValidator.instance, ObjectMapper.DefaultTyping.NON_FINAL);
        // ruleid: java-insecure-deserialization
        return open.readValue(json, Object.class);
    }

    @PostMapping("/import/checked")
    public Object checked(@RequestBody String json) throws Exception {
        ObjectMapper checkedMapper = new ObjectMapper();
        checkedMapper.activateDefaultTyping(BasicPolymorphicTypeValidator.builder()
                .allowIfSubType("com.example.snapshots.").build(), ObjectMapper.DefaultTyping.NON_FINAL);
        // ok: java-insecure-deserialization
        return checkedMapper.readValue(json, Object.class);
    }

    @PostMapping("/import/plain")
    public Snapshot typed(@RequestBody String json) throws Exception {
        // ok: java-insecure-deserialization
        return plain.readValue(json, Snapshot.class);
    }

    @SuppressWarnings("deprecation")
    @PostMapping("/import/turned-off")
    public Object turnedOff(@RequestBody String json) throws Exception {
        ObjectMapper reused = new ObjectMapper();
        reused.enableDefaultTyping();
        reused.deactivateDefaultTyping();
        // ok: java-insecure-deserialization
        return reused.readValue(json, Object.class);
    }

    public static class Snapshot {
        public String name;
    }
}
