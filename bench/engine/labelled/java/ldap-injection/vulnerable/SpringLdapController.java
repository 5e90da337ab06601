import java.util.List;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SpringLdapController {
    private final LdapTemplate ldap;

    public SpringLdapController(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    @GetMapping("/people")
    public List<Object> people(@RequestParam String mail) {
        return ldap.search("ou=people", "(mail=" + mail + ")", (AttributesMapper<Object>) attrs -> attrs.get("cn").get());
    }
}
