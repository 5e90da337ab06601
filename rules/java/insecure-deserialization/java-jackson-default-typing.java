package fixtures.deser;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.PolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;

public class Mappers {
    ObjectMapper legacy() {
        ObjectMapper mapper = new ObjectMapper();
        // ruleid: java-jackson-default-typing
        mapper.enableDefaultTyping();
        return mapper;
    }

    ObjectMapper legacyNonFinal() {
        ObjectMapper mapper = new ObjectMapper();
        // ruleid: java-jackson-default-typing
        mapper.enableDefaultTyping(ObjectMapper.DefaultTyping.NON_FINAL);
        return mapper;
    }

    ObjectMapper permissive() {
        ObjectMapper mapper = new ObjectMapper();
        // ruleid: java-jackson-default-typing
        mapper.activateDefaultTyping(LaissezFaireSubTypeValidator.instance, ObjectMapper.DefaultTyping.NON_FINAL);
        return mapper;
    }

    ObjectMapper restricted() {
        PolymorphicTypeValidator ptv = BasicPolymorphicTypeValidator.builder().allowIfSubType("com.acme.dto.").build();
        ObjectMapper mapper = new ObjectMapper();
        // ok: java-jackson-default-typing
        mapper.activateDefaultTyping(ptv, ObjectMapper.DefaultTyping.NON_FINAL);
        return mapper;
    }

    ObjectMapper plain() {
        ObjectMapper mapper = new ObjectMapper();
        // ok: java-jackson-default-typing
        mapper.findAndRegisterModules();
        return mapper;
    }
}
