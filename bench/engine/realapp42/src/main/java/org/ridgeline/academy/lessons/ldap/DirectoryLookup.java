package org.ridgeline.academy.lessons.ldap;

import static org.springframework.ldap.query.LdapQueryBuilder.query;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;

import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.support.LdapEncoder;
import org.springframework.stereotype.Component;

@Component
public class DirectoryLookup {

    private static final String STAFF_BASE = "ou=staff,dc=ridgeline,dc=example";
    private static final AttributesMapper<String> CN = attrs -> String.valueOf(attrs.get("cn").get());

    private final LdapTemplate ldap;
    private final String ldapUrl;

    public DirectoryLookup(LdapTemplate ldap, @Value("${spring.ldap.urls}") String ldapUrl) {
        this.ldap = ldap;
        this.ldapUrl = ldapUrl;
    }

    public List<String> studentsByUid(String uid) {
        return ldap.search("ou=students", "(&(objectClass=person)(uid=" + uid + "))", CN);
    }

    public List<String> studentsByUidQuery(String uid) {
        return ldap.search(query().base("ou=students").where("objectClass").is("person").and("uid").is(uid), CN);
    }

    public List<String> studentsByMail(String mail) {
        String filter = "(&(objectClass=person)(mail=" + LdapEncoder.filterEncode(mail) + "))";
        return ldap.search("ou=students", filter, CN);
    }

    public List<String> staffByName(String name) throws NamingException {
        DirContext ctx = openContext();
        try {
            NamingEnumeration<SearchResult> results = ctx.search(STAFF_BASE, "(cn=" + name + ")", subtree());
            return names(results);
        } finally {
            ctx.close();
        }
    }

    public List<String> staffByNameBound(String name) throws NamingException {
        DirContext ctx = openContext();
        try {
            NamingEnumeration<SearchResult> results = ctx.search(STAFF_BASE, "(cn={0})", new Object[] {name}, subtree());
            return names(results);
        } finally {
            ctx.close();
        }
    }

    private DirContext openContext() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, ldapUrl);
        return new InitialDirContext(env);
    }

    private static SearchControls subtree() {
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        return controls;
    }

    private static List<String> names(NamingEnumeration<SearchResult> results) throws NamingException {
        List<String> names = new ArrayList<>();
        while (results.hasMore()) {
            names.add(results.next().getNameInNamespace());
        }
        return names;
    }
}
