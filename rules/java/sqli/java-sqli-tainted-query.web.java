package fixtures.sqli.web;

import fixtures.sqli.repo.AccountRepository;
import fixtures.sqli.repo.SqlFragments;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** A controller in one file calling a repository and a static helper declared in another file. */
@RestController
public class AccountController {
    @Autowired
    private AccountRepository accounts;

    @GetMapping("/accounts")
    public List<Map<String, Object>> search(@RequestParam("owner") String owner, @RequestHeader("X-Region") String region) {
        // ruleid: java-sqli-tainted-query
        accounts.countByRegion(SqlFragments.quote(region));
        // ok: java-sqli-tainted-query
        accounts.byIdSafe(owner);
        // ruleid: java-sqli-tainted-query
        return accounts.byOwner(owner);
    }
}
