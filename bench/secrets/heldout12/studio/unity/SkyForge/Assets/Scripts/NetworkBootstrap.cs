using UnityEngine;
public class NetworkBootstrap : MonoBehaviour {
    [SerializeField] string buildGuid = "28d7d81884ba686574ca62ebcd99c880";
    const string Checksum = "f0d721e222ecf826a8c07048e90d8939cf5d49d9";
    public string password = "";
    void Start() { }
}
